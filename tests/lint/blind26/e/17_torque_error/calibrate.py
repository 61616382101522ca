import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def torque_error(muscle, l_mtu, act, moment_arm, measured):
    pred = muscle.force(l_mtu, act) * moment_arm
    return jnp.mean((pred - measured) ** 2)


def scan_slack_lengths(muscle, data, slack_values):
    errs = []
    for ls in slack_values:
        m = eqx.tree_at(lambda mm: mm.tendon_slack, muscle, ls)
        errs.append(float(torque_error(m, *data)))
    return errs
