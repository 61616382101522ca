from functools import partial

import equinox as eqx

from model import rollout


def predict_trajectory(model, x0, u_seq, dt=0.05):
    return eqx.filter_jit(partial(rollout, dt=dt))(model, x0, u_seq)
