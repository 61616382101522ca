import numpy as np

ROSTER = [f"B{i:02d}" for i in range(8)]   # radio-tagged bats at the roost


def nightly_signal_strengths(night):
    """RSSI series (48 readings) for each tag that was picked up that night."""
    rng = np.random.default_rng(night)
    heard = rng.random(len(ROSTER)) > 0.3
    return {tag: (-90 + 20 * rng.random(48)).astype(np.float32)
            for tag, h in zip(ROSTER, heard) if h}
