import jax
import jax.numpy as jnp
import numpy as np
import optax

from plateau import ReduceOnPlateau


def dipole(params, charges_feat, pos):
    q = jnp.tanh(charges_feat @ params["w"])[..., 0]
    q = q - q.mean(-1, keepdims=True)
    return jnp.einsum("bn,bnk->bk", q, pos)


tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


@jax.jit
def train_step(params, opt_state, feat, pos, mu_ref):
    def loss_fn(p):
        return jnp.mean((dipole(p, feat, pos) - mu_ref) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    feat = jnp.asarray(rng.normal(size=(16, 6, 5)), jnp.float32)
    pos = jnp.asarray(rng.normal(size=(16, 6, 3)), jnp.float32)
    mu_ref = jnp.asarray(rng.normal(size=(16, 3)), jnp.float32)
    params = {"w": jnp.asarray(0.1 * rng.normal(size=(5, 1)), jnp.float32)}
    opt_state = tx.init(params)
    sched = ReduceOnPlateau(1e-2)
    for epoch in range(6):
        params, opt_state, loss = train_step(params, opt_state, feat, pos, mu_ref)
        lr = sched.step(float(loss))
        opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
        print(epoch, float(loss), sched.lr)


if __name__ == "__main__":
    main()
