import numpy as np

SENSORS = ("dmz-fw01", "core-sw02", "vpn-gw01")


def poll(rng, sensor, seq):
    return {
        "sensor": sensor,
        "batch_id": f"{sensor}#{seq}",
        "features": rng.normal(size=(24, 6)).astype(np.float32),
    }
