import jax
import jax.numpy as jnp


@jax.jit
def policy_loss(params, batch):
    logits = batch["obs"] @ params
    loss = -jnp.mean(jax.nn.log_softmax(logits)[:, 0] * batch["adv"])
    if "mask" in batch:
        loss = loss * batch["mask"].mean()
    return loss


def make_batch(step):
    obs = jnp.ones((4, 3)) * step
    mask = jnp.ones(4) if step % 2 else jnp.zeros(4).at[0].set(1.0)
    batch = {"obs": obs, "adv": jnp.ones(4), "mask": mask}
    return batch


def main():
    params = jnp.zeros((3, 2))
    for step in range(4):
        print(policy_loss(params, make_batch(step)))


if __name__ == "__main__":
    main()
