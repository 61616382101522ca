import jax
import jax.numpy as jnp

from collector import LatencyCollector

SLA_MS = 50.0


@jax.jit
def sla_report(latencies, mask):
    n = jnp.maximum(mask.sum(), 1)
    violations = jnp.sum((latencies > SLA_MS) & mask) / n
    mean_ms = jnp.sum(jnp.where(mask, latencies, 0.0)) / n
    return {"violations": violations, "mean_ms": mean_ms}


def main():
    collector = LatencyCollector()
    for minute in range(5):
        collector.simulate_minute()
        report = sla_report(*collector.flush())
        print(minute, {k: round(float(v), 3) for k, v in report.items()})


if __name__ == "__main__":
    main()
