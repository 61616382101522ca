class CoilSpec:
    def __init__(self, rows, face_area_m2, design_ua):
        self.rows = rows
        self.face_area_m2 = face_area_m2
        self.design_ua = design_ua


def coil_spec_for(ahu_tag):
    # every AHU in this building uses the same 6-row chilled water coil
    return CoilSpec(rows=6, face_area_m2=2.4, design_ua=18.0)
