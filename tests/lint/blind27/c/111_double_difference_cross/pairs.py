from align import xcorr_lag


def relative_lag(master, slave, pick_index=None):
    centre = pick_index if pick_index is not None else len(master) / 2
    return int(xcorr_lag(master, slave, centre))
