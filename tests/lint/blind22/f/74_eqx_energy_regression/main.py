import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from data import ising_dataset
from model import EnergyNet

L = 6
tx = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y, key):
    def loss(m):
        keys = jax.random.split(key, x.shape[0])
        pred = jax.vmap(m)(x, keys)
        return jnp.mean((pred - y) ** 2)

    l, grads = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = tx.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, l


@eqx.filter_jit
def evaluate(model, x, y):
    pred = jax.vmap(model)(x)
    return jnp.mean((pred - y) ** 2)


def main():
    xtr, ytr = ising_dataset(256, L, seed=0)
    xte, yte = ising_dataset(64, L, seed=1)
    key = jax.random.PRNGKey(0)
    model = EnergyNet(L * L, 32, key)
    opt_state = tx.init(eqx.filter(model, eqx.is_array))
    for epoch in range(3):
        for i in range(0, 256, 64):
            key, sub = jax.random.split(key)
            model, opt_state, _ = train_step(model, opt_state, xtr[i:i + 64], ytr[i:i + 64], sub)
        infer = eqx.nn.inference_mode(model)
        print(f"epoch {epoch} train {float(evaluate(infer, xtr, ytr)):.4f} test {float(evaluate(infer, xte, yte)):.4f}")


if __name__ == "__main__":
    main()
