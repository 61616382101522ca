class ProbeCalibration:
    """Two-point calibration for a tank density probe."""

    def __init__(self, offset, gain, ref_temp=20.0):
        self.offset = offset
        self.gain = gain
        self.ref_temp = ref_temp


def calibration_for(probe_sheet, probe_id):
    row = probe_sheet[probe_id]
    return ProbeCalibration(row["offset"], row["gain"])
