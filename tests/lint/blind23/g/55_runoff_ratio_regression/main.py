import jax
import jax.numpy as jnp
import optax

from data import split_basins

opt = optax.adam(0.01)


def predict(params, x):
    return jax.nn.sigmoid(jnp.tanh(x @ params["w1"]) @ params["w2"])


@jax.jit
def train_full_batch(params, state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((predict(p, x) - y) ** 2))(params)
    u, state = opt.update(g, state)
    return optax.apply_updates(params, u), state, loss


@jax.jit
def validate(params, x, y):
    return jnp.sqrt(jnp.mean((predict(params, x) - y) ** 2))


def main():
    (xtr, ytr), (xva, yva) = split_basins()
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.3 * jax.random.normal(k1, (10, 16)), "w2": 0.3 * jax.random.normal(k2, (16,))}
    state = opt.init(params)
    for epoch in range(50):
        params, state, loss = train_full_batch(params, state, xtr, ytr)
        if epoch % 10 == 9:
            print(f"epoch {epoch + 1}: train mse {float(loss):.4f}  val rmse {float(validate(params, xva, yva)):.4f}")


if __name__ == "__main__":
    main()
