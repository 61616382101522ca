import jax
import jax.numpy as jnp
import numpy as np

from dataset import iterate_batches, load_demonstrations

OBS_DIM, N_ACTIONS, BATCH = 4, 3, 4


@jax.jit
def bc_step(params, obs, actions, mask):
    def loss_fn(p):
        logits = jnp.tanh(obs @ p["w1"]) @ p["w2"]
        nll = -jnp.take_along_axis(jax.nn.log_softmax(logits), actions[..., None], -1)[..., 0]
        return (nll * mask).sum() / mask.sum()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads), loss


def main():
    trajs = load_demonstrations(obs_dim=OBS_DIM, n_actions=N_ACTIONS)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (OBS_DIM, 32)) * 0.3,
              "w2": jax.random.normal(k2, (32, N_ACTIONS)) * 0.3}
    rng = np.random.default_rng(0)
    for step, (obs, actions, mask) in enumerate(
            b for epoch in range(2) for b in iterate_batches(trajs, BATCH, rng)):
        params, loss = bc_step(params, obs, actions, mask)
        print(f"step {step}: padded length {obs.shape[1]} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
