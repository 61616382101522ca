from calib import CurveCalibrator

samples = [("OxA-1201", 2310, 30), ("OxA-1202", 2450, 35), ("Beta-77", 1980, 40), ("SUERC-9", 3100, 28)]
calibrator = CurveCalibrator()
for lab_id, age, err in samples:
    print(lab_id, round(calibrator.hpd_mean(age, err)))
