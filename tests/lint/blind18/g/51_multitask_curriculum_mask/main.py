import jax
import jax.numpy as jnp
import numpy as np
import optax

from curriculum import TASKS, TaskCurriculum

tx = optax.adam(5e-3)


def heads_forward(params, x):
    h = jax.nn.relu(x @ params["trunk"])
    return jnp.einsum("bh,tho->tbo", h, params["heads"])


@jax.jit
def train_step(params, opt_state, x, targets, task_idx, task_w):
    def loss_fn(p):
        preds = heads_forward(p, x)[task_idx]
        per_task = jnp.mean((preds - targets[task_idx]) ** 2, axis=(1, 2))
        return jnp.sum(task_w * per_task)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 6)).astype(np.float32)
    targets = np.stack([x[:, :2], np.sin(x[:, 2:4]), x[:, 4:6] ** 2]).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"trunk": jax.random.normal(k1, (6, 32)) * 0.3,
              "heads": jax.random.normal(k2, (len(TASKS), 32, 2)) * 0.1}
    opt_state = tx.init(params)
    cur = TaskCurriculum(schedule={"depth": 0, "normals": 1, "edges": 2},
                         weights={"depth": 1.0, "normals": 0.5, "edges": 0.25})
    for epoch in range(4):
        task_idx, task_w = cur.task_inputs(epoch)
        for i in range(0, 64, 16):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 16], targets[:, i:i + 16],
                                                 task_idx, task_w)
        print(epoch, cur.active(epoch), float(loss))


if __name__ == "__main__":
    main()
