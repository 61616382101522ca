import jax
import jax.numpy as jnp
import optax

from pipeline import WindDataset


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.3 * jax.random.normal(k1, (3, 16)), "b1": jnp.zeros(16),
            "w2": 0.3 * jax.random.normal(k2, (16,)), "b2": jnp.zeros(())}


def predict(params, feats):
    h = jnp.tanh(feats @ params["w1"] + params["b1"])
    return jax.nn.sigmoid(h @ params["w2"] + params["b2"])


@jax.jit
def batch_loss(params, batch):
    feats, target = batch
    return jnp.mean((predict(params, feats) - target) ** 2)


opt = optax.adam(1e-2)


@jax.jit
def step(params, state, batch):
    loss, g = jax.value_and_grad(batch_loss)(params, batch)
    upd, state = opt.update(g, state)
    return optax.apply_updates(params, upd), state, loss


def main():
    ds = WindDataset()
    params = init(jax.random.PRNGKey(0))
    state = opt.init(params)
    for epoch in range(3):
        for batch in ds.train_batches(32):
            params, state, _ = step(params, state, batch)
            train_loss = batch_loss(params, batch)
        val_loss = batch_loss(params, ds.holdout())
        print(f"epoch {epoch}: train {float(train_loss):.4f} val {float(val_loss):.4f}")


if __name__ == "__main__":
    main()
