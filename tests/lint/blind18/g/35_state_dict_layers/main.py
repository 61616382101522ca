import jax
import jax.numpy as jnp
import numpy as np

from model import apply_mlp, init_mlp, load_state_dict, state_dict


@jax.jit
def sgd_step(layers, x, y, lr):
    loss, grads = jax.value_and_grad(lambda l: jnp.mean((apply_mlp(l, x) - y) ** 2))(layers)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, layers, grads), loss


def train(layers, x, y, steps, lr=0.05):
    for s in range(steps):
        i = s % 4 * 16
        layers, loss = sgd_step(layers, x[i:i + 16], y[i:i + 16], lr)
    return layers, float(loss)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 4)).astype(np.float32)
    y = np.abs(x).sum(-1, keepdims=True).astype(np.float32)
    layers = init_mlp(jax.random.PRNGKey(0), [4, 32, 32, 1])
    layers, loss = train(layers, x, y, steps=5)
    print("stage 1", loss)
    snapshot = state_dict(layers)
    layers = load_state_dict(snapshot)
    layers, loss = train(layers, x, y, steps=5)
    print("stage 2 (resumed)", loss)


if __name__ == "__main__":
    main()
