import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class HillMuscle(eqx.Module):
    f_max: jax.Array
    l_opt: jax.Array
    tendon_slack: jax.Array
    name: str = eqx.field(static=True, default="soleus")

    def force(self, l_mtu, activation):
        l_m = l_mtu - self.tendon_slack
        fl = jnp.exp(-((l_m / self.l_opt - 1.0) ** 2) / 0.45)
        return activation * self.f_max * fl


@eqx.filter_jit
def joint_torque_loss(muscle, l_mtu, act, moment_arm, measured):
    pred = muscle.force(l_mtu, act) * moment_arm
    return jnp.mean((pred - measured) ** 2)


rng = np.random.default_rng(9)
l_mtu = jnp.asarray(np.linspace(0.40, 0.52, 60), jnp.float32)
act = jnp.asarray(rng.uniform(0.2, 1.0, 60), jnp.float32)
r = jnp.full(60, 0.05)
measured = HillMuscle(jnp.array(3000.0), jnp.array(0.09), jnp.array(0.37)).force(l_mtu, act) * r

guess = HillMuscle(jnp.array(3000.0), jnp.array(0.09), jnp.array(0.35))
slacks = [0.34, 0.35, 0.36, 0.37, 0.38]
errs = []
for ls in slacks:
    m = eqx.tree_at(lambda mm: mm.tendon_slack, guess, jnp.asarray(ls, jnp.float32))
    errs.append(float(joint_torque_loss(m, l_mtu, act, r, measured)))
print("best tendon slack length:", slacks[int(np.argmin(errs))])
