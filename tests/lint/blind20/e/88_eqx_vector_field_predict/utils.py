import equinox as eqx

from model import rollout


def predict_trajectory(model, x0, u_seq, dt=0.05):
    return eqx.filter_jit(rollout)(model, x0, u_seq, dt)
