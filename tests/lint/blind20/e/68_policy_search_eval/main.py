import jax
import jax.numpy as jnp

from callbacks import ClosedLoopEval, rollout_cost


@jax.jit
def train_step(w, x0_batch):
    loss = lambda w: jnp.mean(jax.vmap(rollout_cost, in_axes=(None, 0))(w, x0_batch))
    return w - 0.01 * jax.grad(loss)(w)


def main():
    key = jax.random.PRNGKey(0)
    train_x0 = 0.3 * jax.random.normal(key, (16, 2))
    eval_x0 = 0.3 * jax.random.normal(jax.random.PRNGKey(1), (8, 2))
    cb = ClosedLoopEval(eval_x0)
    w = jnp.array([-1.0, -0.5])
    for epoch in range(8):
        w = train_step(w, train_x0)
        cb.on_epoch_end(epoch, w)
    print(cb.history)


if __name__ == "__main__":
    main()
