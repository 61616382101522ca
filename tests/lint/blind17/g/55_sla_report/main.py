import jax
import jax.numpy as jnp

from collector import LatencyCollector

SLA_MS = 50.0


@jax.jit
def sla_report(latencies):
    arr = jnp.stack(latencies)
    return {"violations": jnp.mean(arr > SLA_MS), "mean_ms": jnp.mean(arr)}


def main():
    collector = LatencyCollector()
    for minute in range(5):
        collector.simulate_minute()
        report = sla_report(collector.flush())
        print(minute, {k: round(float(v), 3) for k, v in report.items()})


if __name__ == "__main__":
    main()
