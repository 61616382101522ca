import jax
import jax.numpy as jnp
import numpy as np
import optax

from mixing import MixupSampler

NUM_CLASSES = 5


def forward(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


tx = optax.adamw(2e-3)


@jax.jit
def train_step(params, opt_state, x, y, lam, perm):
    def loss_fn(p):
        x_mix = lam * x + (1 - lam) * x[perm]
        y_mix = lam * y + (1 - lam) * y[perm]
        return optax.softmax_cross_entropy(forward(p, x_mix), y_mix).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (12, 32)) * 0.1, "w2": jax.random.normal(k2, (32, NUM_CLASSES)) * 0.1}
    opt_state = tx.init(params)
    sampler = MixupSampler(seed=4)
    for step in range(8):
        x = rng.normal(size=(16, 12)).astype(np.float32)
        y = np.eye(NUM_CLASSES, dtype=np.float32)[rng.integers(0, NUM_CLASSES, 16)]
        lam, perm = sampler.sample(16)
        params, opt_state, loss = train_step(params, opt_state, x, y, lam, perm)
        print(step, lam, float(loss))


if __name__ == "__main__":
    main()
