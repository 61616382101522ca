import jax
import jax.numpy as jnp

from metrics import tracking_error_hook
from trainer import Trainer


def arm_model(params, q):
    # forward kinematics of a 2-link arm with learnable link lengths
    l1, l2 = params
    x = l1 * jnp.cos(q[:, 0]) + l2 * jnp.cos(q[:, 0] + q[:, 1])
    y = l1 * jnp.sin(q[:, 0]) + l2 * jnp.sin(q[:, 0] + q[:, 1])
    return jnp.stack([x, y], 1)


@jax.jit
def calibrate_step(params, batch):
    q, target = batch
    loss, g = jax.value_and_grad(lambda p: jnp.mean((arm_model(p, q) - target) ** 2))(params)
    return params - 0.2 * g, loss


if __name__ == "__main__":
    true = jnp.array([0.7, 0.4])
    keys = jax.random.split(jax.random.PRNGKey(0), 5)
    batches = []
    for k in keys:
        q = jax.random.uniform(k, (32, 2), minval=-1.5, maxval=1.5)
        batches.append((q, arm_model(true, q)))
    hook = tracking_error_hook(arm_model)
    params = Trainer(calibrate_step, hooks=[hook]).fit(jnp.array([0.5, 0.5]), batches)
    print("links", params, "rmse", [round(e, 4) for e in hook.history])
