import jax
import numpy as np
import optax

from losses import LOSSES

STEPS = 5


def make_step(criterion, tx):
    def forward(params, x):
        return jax.nn.relu(x @ params["w1"]) @ params["w2"]

    @jax.jit
    def step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(lambda p: criterion(forward(p, x), y))(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return step


def init(seed):
    k1, k2 = jax.random.split(jax.random.PRNGKey(seed))
    return {"w1": jax.random.normal(k1, (16, 32)) * 0.25, "w2": jax.random.normal(k2, (32, 4)) * 0.25}


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 16)).astype(np.float32)
    y = rng.integers(0, 4, size=64).astype(np.int32)
    tx = optax.adam(1e-2)
    for name, criterion in LOSSES.items():
        step = make_step(criterion, tx)
        params = init(0)
        opt_state = tx.init(params)
        for _ in range(STEPS):
            params, opt_state, loss = step(params, opt_state, x, y)
        print(f"{name:6s} final loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
