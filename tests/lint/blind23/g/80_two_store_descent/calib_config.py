import json

import jax.numpy as jnp

CONFIG_TEXT = """
{
  "catchment": "Upper Tamar",
  "initial": {"log_k_fast": -1.2, "log_k_slow": -3.5, "split": 0.4},
  "iterations": 25,
  "learning_rate": 0.05
}
"""


def load_config():
    cfg = json.loads(CONFIG_TEXT)
    cfg["initial"] = {k: jnp.asarray(v, jnp.float32) for k, v in cfg["initial"].items()}
    return cfg
