import { INestApplication } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { Test } from '@nestjs/testing';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { ReadonlyVisitor as PluginVisitor } from '@nestjs/swagger/dist/plugin';
import { PluginMetadataGenerator } from '@nestjs/cli/lib/compiler/plugins/plugin-metadata-generator';
import { mkdtempSync, readdirSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, relative } from 'path';
import * as ts from 'typescript';

// The package's exports name the plugin '@nestjs/swagger/plugin'; its types sit where this tsconfig's resolution finds them.
const { ReadonlyVisitor } = require('@nestjs/swagger/plugin') as { ReadonlyVisitor: typeof PluginVisitor };

/**
 * The OpenAPI document (what /api/docs shows) and libs/contracts (what the web client compiles against) describe the
 * same requests: each DTO `implements` its contract interface, and this spec checks what `implements` cannot, that
 * the document names the same fields as the contract and requires the same ones (an extra DTO field, or one the
 * document requires while the contract lets the client leave it out).
 *
 * The document is built as `nest build` builds it: the @nestjs/swagger compiler plugin (nest-cli.json) reads the DTOs'
 * fields at compile time, which ts-jest does not run, so its metadata is generated here from the same sources.
 */
const ROOT = join(__dirname, '..', '..', '..');
const SOURCE = __dirname;

const sourceFiles = (dir: string, suffix: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name));

function createProgram(): ts.Program {
  const { config } = ts.readConfigFile(join(ROOT, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  return ts.createProgram(sourceFiles(SOURCE, '.dto.ts'), { ...options, noEmit: true });
}

/** The compiler plugin's metadata, with the options nest-cli.json gives it, loaded into the DTO and controller classes. */
async function loadPluginMetadata(program: ts.Program): Promise<void> {
  const outputDir = mkdtempSync(join(tmpdir(), 'heirloom-openapi-'));
  try {
    const visitor = new ReadonlyVisitor({ introspectComments: true, dtoFileNameSuffix: ['.dto.ts'], pathToSource: outputDir, readonly: true });
    new PluginMetadataGenerator().generate({ visitors: [visitor], tsProgramRef: program, outputDir, filename: 'metadata.ts' });
    const { default: metadata } = (await import(join(outputDir, 'metadata.ts'))) as { default: () => Promise<Record<string, unknown>> };
    await SwaggerModule.loadPluginMetadata(metadata);
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}

type Controller = new (...args: never[]) => object;

async function loadControllers(): Promise<Controller[]> {
  const controllers: Controller[] = [];
  for (const file of sourceFiles(SOURCE, '.controller.ts')) {
    for (const exported of Object.values((await import(file)) as Record<string, unknown>)) {
      if (typeof exported === 'function' && Reflect.getMetadata(PATH_METADATA, exported) !== undefined) controllers.push(exported as Controller);
    }
  }
  return controllers;
}

/** A request shape as one side states it: every field, and those that must be sent. */
interface Shape {
  fields: string[];
  required: string[];
}

/** The contract interface a DTO class implements, read with the compiler (inherited fields included). */
function contractOf(program: ts.Program, dtoName: string): { name: string; shape: Shape } {
  const checker = program.getTypeChecker();
  for (const file of program.getSourceFiles().filter((sf) => sf.fileName.endsWith('.dto.ts'))) {
    const declaration = file.statements.find((node): node is ts.ClassDeclaration => ts.isClassDeclaration(node) && node.name?.text === dtoName);
    if (!declaration) continue;
    const implemented = (declaration.heritageClauses ?? []).filter((clause) => clause.token === ts.SyntaxKind.ImplementsKeyword).flatMap((clause) => clause.types);
    if (implemented.length !== 1) throw new Error(`${dtoName} should implement exactly one interface of @heirloom/contracts`);
    const type = checker.getTypeAtLocation(implemented[0].expression);
    const properties = checker.getPropertiesOfType(type);
    return {
      name: implemented[0].expression.getText(),
      shape: {
        fields: properties.map((property) => property.name).sort(),
        required: properties.filter((property) => !(property.flags & ts.SymbolFlags.Optional)).map((property) => property.name).sort(),
      },
    };
  }
  throw new Error(`${dtoName} is not declared in a *.dto.ts file`);
}

interface RequestDto {
  route: string;
  in: 'body' | 'query';
  dto: string;
  shape: Shape;
}

/** Every body and query DTO a route takes, with the shape the document gives it. */
function documentedRequests(document: OpenAPIObject, controllers: Controller[]): RequestDto[] {
  const operations = new Map(
    Object.values(document.paths).flatMap((item) =>
      Object.values(item).filter((operation): operation is { operationId: string } => typeof operation?.operationId === 'string').map((operation) => [operation.operationId, operation]),
    ),
  );
  const requests: RequestDto[] = [];
  for (const controller of controllers) {
    for (const method of Object.getOwnPropertyNames(controller.prototype)) {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { index: number; data?: string }>;
      const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? []) as Array<{ name: string }>;
      const operation = operations.get(`${controller.name}_${method}`) as Record<string, never> | undefined;
      for (const [key, arg] of Object.entries(args)) {
        const kind = Number(key.split(':')[0]);
        if ((kind !== RouteParamtypes.BODY && kind !== RouteParamtypes.QUERY) || arg.data) continue;
        if (!operation) throw new Error(`${controller.name}.${method} is missing from the OpenAPI document`);
        const route = `${controller.name}.${method}`;
        const dto = types[arg.index].name;
        if (kind === RouteParamtypes.QUERY) {
          const parameters = ((operation.parameters ?? []) as Array<{ in: string; name: string; required?: boolean }>).filter((p) => p.in === 'query');
          requests.push({ route, in: 'query', dto, shape: { fields: parameters.map((p) => p.name).sort(), required: parameters.filter((p) => p.required).map((p) => p.name).sort() } });
        } else {
          const content = Object.values((operation.requestBody as { content: Record<string, { schema: { $ref: string } }> }).content)[0];
          const schema = document.components!.schemas![content.schema.$ref.split('/').pop()!] as { properties?: object; required?: string[] };
          requests.push({ route, in: 'body', dto, shape: { fields: Object.keys(schema.properties ?? {}).sort(), required: [...(schema.required ?? [])].sort() } });
        }
      }
    }
  }
  return requests;
}

describe('The OpenAPI document and libs/contracts', () => {
  let program: ts.Program;
  let app: INestApplication;
  let requests: RequestDto[];

  beforeAll(async () => {
    program = createProgram();
    await loadPluginMetadata(program);
    const controllers = await loadControllers();
    const module = await Test.createTestingModule({ controllers }).useMocker(() => ({})).compile();
    app = module.createNestApplication({ logger: false });
    const document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
    requests = documentedRequests(document, controllers);
  }, 120_000);

  afterAll(() => app?.close());

  it('finds the routes that take a body or a query', () => {
    expect(requests.filter((request) => request.in === 'body').map((request) => request.dto)).toEqual(expect.arrayContaining(['CreateCommentDto', 'UploadPhotoDto', 'LoginDto']));
    expect(requests.filter((request) => request.in === 'query').map((request) => request.dto)).toEqual(expect.arrayContaining(['ListPhotosQueryDto', 'SearchQueryDto']));
  });

  it('documents each request DTO with the fields and required fields of the contract it implements', () => {
    const mismatches = requests.flatMap((request) => {
      const contract = contractOf(program, request.dto);
      const documented = request.shape;
      return JSON.stringify(documented) === JSON.stringify(contract.shape)
        ? []
        : [`${request.route} (${request.in} ${request.dto}): the document has ${JSON.stringify(documented)}, ${contract.name} has ${JSON.stringify(contract.shape)}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('reads the contract from libs/contracts', () => {
    const contract = program.getSourceFiles().find((sf) => relative(ROOT, sf.fileName) === join('libs', 'contracts', 'src', 'comments.ts'));
    expect(contract).toBeDefined();
    expect(contractOf(program, 'CreateCommentDto')).toEqual({ name: 'CreateCommentRequest', shape: { fields: ['content', 'mentioned_user_ids'], required: ['content'] } });
  });
});
