import numpy as np


def from_planning_tool(row):
    # planning export lists fields in its own column order
    return {
        "freq_mhz": np.float32(row[0]),
        "bw_hz": np.float32(row[1]),
        "eirp_dbm": np.float32(row[2]),
        "rx_gain_dbi": np.float32(row[3]),
        "nf_db": np.float32(row[4]),
        "misc_loss_db": np.float32(row[5]),
        "required_snr_db": np.float32(row[6]),
    }


def from_survey(rec):
    out = {}
    for k in ("required_snr_db", "nf_db", "misc_loss_db", "rx_gain_dbi", "eirp_dbm", "bw_hz", "freq_mhz"):
        out[k] = np.float32(rec[k])
    return out
