import jax
import jax.numpy as jnp
import numpy as np

from losses import loss_and_grad, morse_energy

FORCE_WEIGHTS = [0.1, 1.0, 10.0]


def reference_frames(n_frames=6, n_atoms=5, seed=0):
    rng = np.random.default_rng(seed)
    pos = jnp.asarray(rng.normal(scale=1.2, size=(n_frames, n_atoms, 3)), jnp.float32)
    true = {"De": jnp.float32(0.8), "a": jnp.float32(1.5), "r0": jnp.float32(1.1)}
    e, g = jax.vmap(jax.value_and_grad(morse_energy, argnums=1), (None, 0))(true, pos)
    return pos, e, -g


def main():
    batch = reference_frames()
    for w in FORCE_WEIGHTS:
        params = {"De": jnp.float32(0.5), "a": jnp.float32(1.0), "r0": jnp.float32(1.0)}
        for step in range(4):
            loss, grads = loss_and_grad(params, batch, w)
            params = jax.tree_util.tree_map(lambda p, g: p - 1e-3 * g, params, grads)
        print(w, float(loss))


if __name__ == "__main__":
    main()
