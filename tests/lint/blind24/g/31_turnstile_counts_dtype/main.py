import jax
import jax.numpy as jnp

from ingest import week_of_reads


@jax.jit
def gate_anomalies(counts):
    total = counts.sum(axis=1)
    med = jnp.median(total)
    mad = jnp.median(jnp.abs(total - med)) + 1e-6
    return jnp.abs(total - med) / mad > 3.5


def main():
    for day, counts in week_of_reads():
        flags = gate_anomalies(jnp.asarray(counts))
        print(day, counts.dtype, int(flags.sum()))


if __name__ == "__main__":
    main()
