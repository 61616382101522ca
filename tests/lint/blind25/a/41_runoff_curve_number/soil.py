class CurveNumberSoil:
    def __init__(self, cn, ia_ratio=0.2):
        self.cn = cn
        self.ia_ratio = ia_ratio


HYDRO_GROUPS = {"B": CurveNumberSoil(72.0), "C": CurveNumberSoil(81.0)}


class Catchment:
    def __init__(self, name, group, area_ha):
        self.name = name
        self.group = group
        self.area_ha = area_ha

    @property
    def soil(self):
        return HYDRO_GROUPS[self.group]
