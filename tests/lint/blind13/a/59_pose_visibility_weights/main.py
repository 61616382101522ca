import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import N_JOINTS, pose_samples, visible_targets

tx = optax.adam(1e-2)


def predict_joints(params, crop):
    feat = jax.nn.relu(crop.reshape(-1) @ params["w1"])
    return (feat @ params["w2"]).reshape(N_JOINTS, 2)


@jax.jit
def train_step(params, opt_state, crop, joint_weight, joint_xy):
    def loss_fn(p):
        err = jnp.sum((predict_joints(p, crop) - joint_xy) ** 2, -1)
        return jnp.sum(err * joint_weight) / jnp.maximum(joint_weight.sum(), 1.0)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (768, 32)) * 0.02,
              "w2": jax.random.normal(k2, (32, N_JOINTS * 2)) * 0.1}
    opt_state = tx.init(params)
    for i, (crop, joints, vis) in enumerate(pose_samples(rng, 8)):
        weight, xy = visible_targets(joints, vis)
        params, opt_state, loss = train_step(params, opt_state, crop, weight, xy)
        print(f"sample {i}: {int(weight.sum())} visible joints, loss {float(loss):.2f}")


if __name__ == "__main__":
    main()
