import numpy as np
import jax
import jax.numpy as jnp
import haiku as hk
import optax

from data import weld_toe_dataset, kfold

net = hk.without_apply_rng(hk.transform(lambda x: hk.nets.MLP([32, 32, 1], activation=jax.nn.elu)(x)[:, 0]))
opt = optax.adam(5e-3)


@jax.jit
def full_batch_update(params, state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((net.apply(p, x) - y) ** 2))(params)
    u, state = opt.update(g, state)
    return optax.apply_updates(params, u), state, loss


@jax.jit
def fold_rmse(params, x, y):
    return jnp.sqrt(jnp.mean((net.apply(params, x) - y) ** 2))


def main():
    x, y = weld_toe_dataset()
    scores = []
    for fold, (tr, va) in enumerate(kfold(len(x), 4)):
        params = net.init(jax.random.PRNGKey(fold), x[:1])
        state = opt.init(params)
        for _ in range(60):
            params, state, loss = full_batch_update(params, state, x[tr], y[tr])
        scores.append(float(fold_rmse(params, x[va], y[va])))
        print(f"fold {fold}: n_train {len(tr)}, val RMSE {scores[-1]:.4f}")
    print(f"CV RMSE {np.mean(scores):.4f} +- {np.std(scores):.4f}")


if __name__ == "__main__":
    main()
