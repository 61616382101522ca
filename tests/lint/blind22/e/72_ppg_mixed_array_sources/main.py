import jax
import jax.numpy as jnp

from sources import windows


@jax.jit
def perfusion_index(ppg):
    ac = jnp.max(ppg) - jnp.min(ppg)
    dc = jnp.mean(jnp.abs(ppg)) + 1.0
    return 100.0 * ac / dc


def main():
    print([round(float(perfusion_index(w)), 2) for w in windows(6)])


if __name__ == "__main__":
    main()
