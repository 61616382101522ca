import enum


class OxygenSensor(enum.Enum):
    OPTODE = "optode"
    SBE43 = "sbe43"
