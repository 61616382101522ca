import hashlib

import jax


def experiment_key(experiment_id):
    digest = hashlib.sha256(experiment_id.encode()).digest()
    return jax.random.key(int.from_bytes(digest[:4], "little"))
