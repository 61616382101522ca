import equinox as eqx
import jax
import jax.numpy as jnp


class PoseEncoder(eqx.Module):
    proj: eqx.nn.Linear
    joints: tuple = eqx.field(static=True)

    def __init__(self, joints, key):
        self.joints = tuple(joints)
        self.proj = eqx.nn.Linear(21 * 3, 32, key=key)

    def __call__(self, kp):
        sel = jnp.zeros_like(kp).at[:, list(self.joints)].set(kp[:, list(self.joints)])
        return jnp.tanh(jax.vmap(self.proj)(sel.reshape(kp.shape[0], -1))).mean(0)


def rebuild(model, joints):
    fresh = PoseEncoder(joints, jax.random.PRNGKey(0))
    return eqx.tree_at(lambda m: m.proj, fresh, model.proj)
