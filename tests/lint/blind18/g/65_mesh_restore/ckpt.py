import pickle

import jax


def save_bytes(params, opt_state, step):
    return pickle.dumps({"params": jax.device_get(params), "opt_state": jax.device_get(opt_state), "step": step})


def load_bytes(blob):
    payload = pickle.loads(blob)
    return payload["params"], payload["opt_state"], payload["step"]
