import equinox as eqx
import jax
import jax.numpy as jnp

from model import LogAmplitude
from operators import tfim_pieces

N = 4
FIELDS = [0.25, 0.75, 1.25, 1.75]


def apply_tfim(zz, X, h, psi):
    return zz * psi + h * (X @ psi)


def rayleigh(model, basis, apply_h):
    psi = jnp.exp(jax.vmap(model)(basis))
    return psi @ apply_h(psi) / (psi @ psi)


@eqx.filter_jit
def sgd_step(model, basis, apply_h, lr):
    e, grads = eqx.filter_value_and_grad(rayleigh)(model, basis, apply_h)
    model = jax.tree_util.tree_map(lambda p, g: p - lr * g, model, grads)
    return model, e


def main():
    basis, zz, X = tfim_pieces(N)
    lr = jnp.asarray(0.05)
    for h in FIELDS:
        model = LogAmplitude(N, 8, jax.random.PRNGKey(0))
        apply_h = jax.tree_util.Partial(apply_tfim, zz, X, jnp.asarray(h, dtype=jnp.float32))
        for step in range(3):
            model, e = sgd_step(model, basis, apply_h, lr)
        print(f"h={h} E/N={float(e) / N:.4f}")


if __name__ == "__main__":
    main()
