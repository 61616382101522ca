import equinox as eqx
import jax
import jax.numpy as jnp


class ContextEncoder(eqx.Module):
    agent_mlp: eqx.nn.MLP
    signal_proj: eqx.nn.Linear
    head: eqx.nn.Linear

    def __init__(self, key, hidden=32, n_signals=4):
        k1, k2, k3 = jax.random.split(key, 3)
        self.agent_mlp = eqx.nn.MLP(8 * 4, hidden, hidden, 2, key=k1)
        self.signal_proj = eqx.nn.Linear(n_signals, hidden, key=k2)
        self.head = eqx.nn.Linear(hidden, 3, key=k3)

    def __call__(self, sample):
        agents = jax.vmap(self.agent_mlp)(sample["agents"].reshape(sample["agents"].shape[0], -1))
        ctx = agents.max(0) + self.agent_mlp(sample["ego"].reshape(-1))
        valid = sample["signals_valid"]
        ctx = ctx + valid * self.signal_proj(sample["signals"])
        return self.head(jax.nn.relu(ctx))


@eqx.filter_jit
def predict_maneuver(model, sample):
    return jax.nn.softmax(model(sample))
