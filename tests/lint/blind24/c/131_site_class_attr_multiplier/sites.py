class Site:
    OVERTIME_MULT = 1.5
    WEEKLY_THRESHOLD = 40.0

    def __init__(self, name):
        self.name = name


class UnionSite(Site):
    OVERTIME_MULT = 2


class PartTimeSite(Site):
    WEEKLY_THRESHOLD = 30.0
