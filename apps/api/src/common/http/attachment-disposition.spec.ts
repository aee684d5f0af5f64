import { attachmentDisposition } from './attachment-disposition';

describe(attachmentDisposition.name, () => {
  it('names a plain ASCII file as it is', () => {
    expect(attachmentDisposition('IMG_0001.HEIC')).toBe('attachment; filename="IMG_0001.HEIC"');
  });

  it('adds the exact UTF-8 name as filename* when the name is not plain ASCII', () => {
    expect(attachmentDisposition('Grand-mère à Noël.jpg')).toBe(
      "attachment; filename=\"Grand-m_re _ No_l.jpg\"; filename*=UTF-8''Grand-m%C3%A8re%20%C3%A0%20No%C3%ABl.jpg",
    );
    expect(attachmentDisposition('家族.heic')).toBe("attachment; filename=\"__.heic\"; filename*=UTF-8''%E5%AE%B6%E6%97%8F.heic");
  });

  it('never lets a quote, backslash or control character break out of the quoted name', () => {
    expect(attachmentDisposition('a"b\\c\r\nd.jpg')).toBe(
      "attachment; filename=\"a_b_c__d.jpg\"; filename*=UTF-8''a%22b%5Cc%0D%0Ad.jpg",
    );
  });

  it("encodes the characters RFC 5987 leaves out of attr-char: ' ( ) *", () => {
    expect(attachmentDisposition("it's (1)*.jpg")).toBe("attachment; filename=\"it's (1)*.jpg\"");
    expect(attachmentDisposition("é's (1)*.jpg")).toContain("filename*=UTF-8''%C3%A9%27s%20%281%29%2A.jpg");
  });
});
