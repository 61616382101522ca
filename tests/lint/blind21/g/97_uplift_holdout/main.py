import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import HoldoutEvaluator
from model import init_params, predict


def make_split(rng, n, d):
    x = rng.normal(size=(n, d)).astype(np.float32)
    t = (rng.uniform(size=n) < 0.5).astype(np.float32)
    y = (x[:, 0] + t * x[:, 1] + 0.1 * rng.normal(size=n)).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(t), jnp.asarray(y)


def main():
    rng = np.random.default_rng(0)
    d = 5
    x, t, y = make_split(rng, 256, d)
    xh, th, yh = make_split(rng, 256, d)
    params = init_params(jax.random.PRNGKey(0), d)
    opt = optax.adam(0.05)
    opt_state = opt.init(params)
    evaluator = HoldoutEvaluator(xh, th, yh)

    @jax.jit
    def train_step(params, opt_state):
        def loss_fn(p):
            return jnp.mean((predict(p, x, t) - y) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = opt.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    for step in range(6):
        params, opt_state, loss = train_step(params, opt_state)
        evaluator(step, params)
    print("train loss", float(loss))
    holdout_uplift = predict(params, xh, jnp.ones_like(th)) - predict(params, xh, jnp.zeros_like(th))
    print("mean holdout uplift", float(holdout_uplift.mean()))


if __name__ == "__main__":
    main()
