import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import augment

N_ATOMS = 6


def pair_forces(params, pos):
    def energy(p):
        d = p[:, None] - p[None]
        r = jnp.sqrt(jnp.sum(d * d, -1) + jnp.eye(N_ATOMS))
        e = params["A"] * jnp.exp(-params["B"] * r)
        return 0.5 * jnp.sum(e * (1 - jnp.eye(N_ATOMS)))
    return -jax.grad(energy)(pos)


tx = optax.adam(1e-2)


@jax.jit
def step(params, opt_state, pos, forces):
    def loss_fn(p):
        f = jax.vmap(pair_forces, (None, 0))(p, pos)
        return jnp.mean((f - forces) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(3)
    true = {"A": jnp.float32(2.0), "B": jnp.float32(1.3)}
    frames = [rng.normal(scale=1.3, size=(N_ATOMS, 3)).astype(np.float32) for _ in range(8)]
    params = {"A": jnp.float32(1.0), "B": jnp.float32(1.0)}
    opt_state = tx.init(params)
    for pos in frames:
        f = np.asarray(pair_forces(true, jnp.asarray(pos)))
        p_aug, f_aug = augment(pos, f, rng)
        params, opt_state, loss = step(params, opt_state, p_aug, f_aug)
        print(p_aug.shape[0], float(loss))


if __name__ == "__main__":
    main()
