/**
 * JSON Schema for KEDA's ScaledObject (keda.sh/v1alpha1), written by hand: no npm package that runs on
 * Node 20 ships KEDA's CRD schema. Field list transcribed from the KEDA 2.x CRD (as published in
 * `@kubernetes-models/keda@2.0.0`'s ScaledObjectSpec/ScaleTriggers/Fallback/AdvancedConfig types).
 * Strict like the generated Kubernetes schemas: an unknown field is an error, because KEDA silently
 * ignores a misspelt `minReplicaCount` and the fleet then never scales to zero.
 */
type Schema = Record<string, unknown>;

const str = { type: 'string' };
const int = { type: 'integer' };
const bool = { type: 'boolean' };

function object(properties: Record<string, Schema>, required: string[] = []): Schema {
  return { type: 'object', properties, required, additionalProperties: false };
}

/** Definitions keyed like the generated ones; `k8sRef` names a definition in the Kubernetes set. */
export function kedaDefinitions(k8sRef: (name: string) => string): Record<string, Schema> {
  const ref = (name: string) => ({ $ref: `#/definitions/${name}` });
  return {
    'keda.v1alpha1.ScaledObject': object(
      {
        apiVersion: { const: 'keda.sh/v1alpha1' },
        kind: { const: 'ScaledObject' },
        metadata: { $ref: k8sRef('meta.v1.ObjectMeta') },
        spec: ref('keda.v1alpha1.ScaledObjectSpec'),
      },
      ['apiVersion', 'kind', 'metadata', 'spec'],
    ),
    'keda.v1alpha1.ScaledObjectSpec': object(
      {
        advanced: object({
          horizontalPodAutoscalerConfig: object({
            behavior: { $ref: k8sRef('autoscaling.v2.HorizontalPodAutoscalerBehavior') },
            name: str,
          }),
          restoreToOriginalReplicaCount: bool,
          scalingModifiers: object({ activationTarget: str, formula: str, metricType: str, target: str }),
        }),
        cooldownPeriod: int,
        fallback: object(
          {
            behavior: {
              enum: ['static', 'currentReplicas', 'currentReplicasIfHigher', 'currentReplicasIfLower'],
            },
            failureThreshold: int,
            replicas: int,
          },
          ['failureThreshold', 'replicas'],
        ),
        idleReplicaCount: int,
        initialCooldownPeriod: int,
        maxReplicaCount: int,
        minReplicaCount: int,
        pollingInterval: int,
        scaleTargetRef: object({ apiVersion: str, envSourceContainerName: str, kind: str, name: str }, [
          'name',
        ]),
        triggers: { type: 'array', minItems: 1, items: ref('keda.v1alpha1.ScaleTriggers') },
      },
      ['scaleTargetRef', 'triggers'],
    ),
    'keda.v1alpha1.ScaleTriggers': object(
      {
        authenticationRef: object({ kind: str, name: str }, ['name']),
        metadata: { type: 'object', additionalProperties: str },
        metricType: { enum: ['AverageValue', 'Value', 'Utilization'] },
        name: str,
        type: str,
        useCachedMetrics: bool,
      },
      ['metadata', 'type'],
    ),
  };
}

/** apiVersion/kind → definition name, merged into the generated kinds table. */
export const KEDA_KINDS: Record<string, string> = {
  'keda.sh/v1alpha1/ScaledObject': 'keda.v1alpha1.ScaledObject',
};
