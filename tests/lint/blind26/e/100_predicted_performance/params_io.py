import json
from collections import OrderedDict

DEFAULTS = OrderedDict(k_fit=1.0, k_fat=2.0, tau_fit=42.0, tau_fat=7.0)


def load_fitted(text):
    return json.loads(text)
