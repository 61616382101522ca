import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def acetic_yield(ethanol_in, ethanol_out, acid_out):
    consumed = ethanol_in - ethanol_out
    theoretical = consumed * 60.05 / 46.07
    return acid_out / jnp.maximum(theoretical, 1e-3)


def main():
    rng = np.random.default_rng(0)
    eth_in = rng.uniform(50, 60, size=12).astype(np.float32)
    eth_out = rng.uniform(2, 6, size=12).astype(np.float32)
    acid = (eth_in - eth_out) * 1.25 * rng.uniform(0.85, 0.95, size=12).astype(np.float32)
    # first the raw lab readings, then the smoothed estimates kept on device
    y = acetic_yield(eth_in, eth_out, acid)
    print("raw yield", np.round(np.asarray(y), 3))
    eth_in_d, eth_out_d, acid_d = (jnp.asarray(a) for a in (eth_in, eth_out, acid))
    for cycle in range(4):
        acid_d = 0.9 * acid_d + 0.1 * jnp.mean(acid_d)
        y = acetic_yield(eth_in_d, eth_out_d, acid_d)
        print(f"cycle {cycle}: mean yield {float(y.mean()):.3f}")


if __name__ == "__main__":
    main()
