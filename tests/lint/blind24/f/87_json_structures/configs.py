import json

# per-structure model parameters as exported from the asset database
STRUCTURE_JSON = [
    '{"name": "Footbridge A", "mass_t": 42, "stiffness_kn_m": 3900, "damping": 0.008}',
    '{"name": "Footbridge B", "mass_t": 37.5, "stiffness_kn_m": 4100.0, "damping": 0.006}',
    '{"name": "Footbridge C", "mass_t": 51, "stiffness_kn_m": 5200, "damping": 0.01}',
    '{"name": "Footbridge D", "mass_t": 44.2, "stiffness_kn_m": 3650.5, "damping": 0.007}',
]


def load_structures():
    for s in STRUCTURE_JSON:
        cfg = json.loads(s)
        yield cfg.pop("name"), cfg
