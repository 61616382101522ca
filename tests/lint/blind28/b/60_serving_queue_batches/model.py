import jax
import jax.numpy as jnp


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w_player": jax.random.normal(k1, (7, 16)) * 0.3,
            "w_team": jax.random.normal(k2, (16,)) * 0.3}


@jax.jit
def predict_lobbies(params, lobbies):
    # lobbies: (n_lobbies, 10 players, 7 feats); first 5 players are team A
    h = jnp.tanh(lobbies @ params["w_player"])
    team_a = h[:, :5].mean(1) @ params["w_team"]
    team_b = h[:, 5:].mean(1) @ params["w_team"]
    return jax.nn.sigmoid(team_a - team_b)
