import json

CONFIG_TEXT = """
{
  "catchment": "Upper Tamar",
  "initial": {"log_k_fast": -1.2, "log_k_slow": -3.5, "split": 0.4},
  "iterations": 25
}
"""


def load_config():
    return json.loads(CONFIG_TEXT)
