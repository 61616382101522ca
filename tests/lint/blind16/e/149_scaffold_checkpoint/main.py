import json

import jax
import jax.numpy as jnp
import numpy as np


def dump_client_states(states):
    return json.dumps({cid: np.asarray(v).tolist() for cid, v in states.items()})


def load_client_states(blob):
    return {cid: np.asarray(v, dtype=np.float32) for cid, v in json.loads(blob).items()}


@jax.jit
def scaffold_round(w_global, control, client_controls, grads):
    """SCAFFOLD-style control-variate update for all clients at once."""
    new_controls = {cid: client_controls[cid] - control + grads[cid] for cid in client_controls}
    new_control = sum(new_controls.values()) / len(new_controls)
    w = w_global - 0.1 * (sum(grads.values()) / len(grads) + new_control - control)
    return w, new_control, new_controls


def client_grads(w, data):
    return {cid: jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w) for cid, (x, y) in data.items()}


def main():
    rng = np.random.default_rng(0)
    data = {}
    for cid in range(3):
        x = rng.normal(size=(16, 4)).astype(np.float32)
        data[cid] = (x, (x @ np.ones(4) + cid).astype(np.float32))
    w, control = jnp.zeros(4), jnp.zeros(4)
    client_controls = {cid: jnp.zeros(4) for cid in data}
    for rnd in range(2):
        w, control, client_controls = scaffold_round(w, control, client_controls, client_grads(w, data))
    blob = dump_client_states(client_controls)

    client_controls = load_client_states(blob)
    data = {str(cid): v for cid, v in data.items()}
    for rnd in range(2, 4):
        w, control, client_controls = scaffold_round(w, control, client_controls, client_grads(w, data))
    print("w", np.asarray(w).round(3))


if __name__ == "__main__":
    main()
