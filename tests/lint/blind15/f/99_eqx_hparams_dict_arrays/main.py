import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


BASE = {"lr": 0.05, "momentum": 0.9, "weight_decay": 1e-4}


def hparams_for_epoch(epoch, decay=0.7):
    hp = dict(BASE)
    hp["lr"] = BASE["lr"] * decay ** epoch
    return {k: jnp.asarray(v, jnp.float32) for k, v in hp.items()}


@eqx.filter_jit
def sgd_step(model, velocity, x, y, hp):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    params = eqx.filter(model, eqx.is_inexact_array)
    velocity = jax.tree.map(lambda v, g, p: hp["momentum"] * v + g + hp["weight_decay"] * p, velocity, grads, params)
    model = eqx.apply_updates(model, jax.tree.map(lambda v: -hp["lr"] * v, velocity))
    return model, velocity, loss


def main():
    rng = np.random.default_rng(0)
    model = eqx.nn.MLP(2, 1, width_size=8, depth=1, key=jax.random.PRNGKey(1))
    velocity = jax.tree.map(jnp.zeros_like, eqx.filter(model, eqx.is_inexact_array))
    for epoch in range(4):
        hp = hparams_for_epoch(epoch)
        for _ in range(3):
            x = rng.normal(size=(16, 2)).astype(np.float32)
            model, velocity, loss = sgd_step(model, velocity, x, x[:, :1] * x[:, 1:], hp)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
