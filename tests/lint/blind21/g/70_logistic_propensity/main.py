import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import batches

BATCH = 64
optimizer = optax.sgd(0.1, momentum=0.9)


def logistic_loss(params, x, t):
    logits = x @ params["w"] + params["b"]
    return jnp.mean(optax.sigmoid_binary_cross_entropy(logits, t))


@jax.jit
def update(params, opt_state, x, t):
    loss, grads = jax.value_and_grad(logistic_loss)(params, x, t)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    n, d = 300, 6
    x = rng.normal(size=(n, d)).astype(np.float32)
    t = (rng.uniform(size=n) < 1 / (1 + np.exp(-x[:, 0]))).astype(np.float32)
    params = {"w": jnp.zeros(d), "b": jnp.zeros(())}
    opt_state = optimizer.init(params)
    for epoch in range(3):
        for xb, tb in batches(x, t, BATCH, rng):
            params, opt_state, loss = update(params, opt_state, xb, tb)
        print(f"epoch {epoch} loss {float(loss):.4f}")
    e = jax.nn.sigmoid(x @ params["w"] + params["b"])
    print("propensity range", float(e.min()), float(e.max()))


if __name__ == "__main__":
    main()
