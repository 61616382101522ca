import diffrax
import equinox as eqx
import jax.numpy as jnp
import numpy as np


def decay_chain(t, y, args):
    k1, k2 = args
    parent, daughter = y
    return jnp.stack([-k1 * parent, k1 * parent - k2 * daughter])


TERM = diffrax.ODETerm(decay_chain)
SAVE_AT = diffrax.SaveAt(ts=jnp.linspace(0.0, 5.0, 6))


@eqx.filter_jit
def simulate(y0, rates):
    sol = diffrax.diffeqsolve(TERM, diffrax.Tsit5(), t0=0.0, t1=5.0, dt0=0.1, y0=y0,
                              args=rates, saveat=SAVE_AT)
    return sol.ys


def main():
    rng = np.random.default_rng(0)
    for sample in range(4):
        y0 = jnp.asarray([rng.uniform(0.5, 1.5), 0.0], jnp.float32)
        rates = (jnp.float32(rng.uniform(0.2, 1.0)), jnp.float32(rng.uniform(0.1, 0.5)))
        ys = simulate(y0, rates)
        print(f"sample {sample}: daughter peak {float(ys[:, 1].max()):.4f}")


if __name__ == "__main__":
    main()
