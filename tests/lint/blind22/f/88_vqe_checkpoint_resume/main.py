import jax
import jax.numpy as jnp

from checkpoint import InMemoryCheckpointer
from circuit import ansatz

N = 4
LAYERS = 2


def zz_energy(params):
    psi = ansatz(params, N)
    idx = jnp.arange(2 ** N)
    bits = (idx[:, None] >> jnp.arange(N)[::-1]) & 1
    z = 1.0 - 2.0 * bits
    zz = jnp.sum(z * jnp.roll(z, -1, axis=1), axis=1)
    return jnp.sum(psi ** 2 * zz)


@jax.jit
def gd_step(params):
    params = jnp.asarray(params)
    e, g = jax.value_and_grad(zz_energy)(params)
    return params - 0.1 * g, e


def train(params, start, stop, ckpt):
    for step in range(start, stop):
        params, e = gd_step(params)
        if step % 3 == 2:
            ckpt.save(step + 1, params)
    return params, e


def main():
    ckpt = InMemoryCheckpointer()
    params = 0.3 * jax.random.normal(jax.random.PRNGKey(0), (LAYERS, N))
    params, e = train(params, 0, 6, ckpt)
    print(f"first run E={float(e):.4f}")
    start, params = ckpt.restore()
    params, e = train(params, start, start + 4, ckpt)
    print(f"resumed at {start} E={float(e):.4f}")


if __name__ == "__main__":
    main()
